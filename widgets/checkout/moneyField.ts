import { coerce, nullable, number, optional, string } from 'superstruct';
import { parseMoney } from '../../src/ui/formatPrice';

/**
 * A money field of the checkout's answers (the order, its gift cards and rewards): it may come as a string
 * ("12.50", "$1,250.00"), read as a number. A file of its own: the payment's lazy chunk reads it without the order.
 */
export const MoneyField = optional(nullable(coerce(number(), string(), parseMoney)));
