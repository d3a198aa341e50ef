/** For tests: a complete, valid Create Account form (a new shopper, Ada Byron). */
import type { CreateAccountInput } from './model';

export const NEW_ACCOUNT: CreateAccountInput = {
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Byron',
  password: 'Classroom2026!',
  confirmPassword: 'Classroom2026!',
  phoneNumber: '',
  postalCode: '90210',
  emailOptIn: false,
  staySignedIn: false,
  termsAccepted: true,
  userShopFor: 'all',
};
