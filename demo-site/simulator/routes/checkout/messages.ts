/** The checkout simulator's texts and fixed numbers (the store's customer service line, the free-shipping threshold). */
export const CUSTOMER_SERVICE_PHONE = '1-800-778-4456';
export const FREE_SHIPPING_THRESHOLD = 79;

export const CHECKOUT_MESSAGES = {
  poBox: "We can't deliver to a P.O. Box. Please enter a street address.",
  zipState: 'This ZIP code is not in the state you selected. Please check both.',
  required: 'This field is required.',
  invalid: 'Please check this field.',
  emailRequired: 'Please enter an email address.',
  emailInvalid: 'Please enter a valid email address.',
  noAddress: 'That saved address could not be found. Please choose another.',
  couponInvalid: 'The promo code you entered is not valid.',
  couponEmpty: 'Please enter a valid code.',
  couponQualifier: 'Your order already ships free, so this code adds no savings.',
  tariffHelper: 'Imported furniture carries a tariff surcharge, shown with each group.',
};
