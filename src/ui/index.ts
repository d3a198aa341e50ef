// src/ui/ui.css is built as one shared stylesheet that the manifest lists first for every widget
// (fetched once, adopted into each island), so it is not imported here.

export { Dialog, type DialogProps } from './Dialog';
export { Button, type ButtonProps } from './Button';
export { TextField, type TextFieldProps } from './TextField';
export { Select, type SelectProps, type SelectOption } from './Select';
export { Checkbox, type CheckboxProps } from './Checkbox';
export { Spinner, Skeleton, type SpinnerProps } from './Spinner';
export { decimalAmount, formatCount, formatPrice, formatPriceRange, parseMoney, roundCents } from './formatPrice';
export { Price, priceText, type PriceProps, type PriceAmount } from './Price';
export { cardBadges, presellDay, ProductBadges, type BadgeFacts, type ProductBadgesProps } from './ProductBadges';
export { usePageClass } from './usePageClass';
export { useMedia } from './useMedia';
export { deepActiveElement, focusableIn } from './deepActiveElement';
// Every modal goes through the manager; Dialog does it for you, these are for a modal that is not a Dialog.
export { closeManagedDialog, newDialogId, openManagedDialog, type DialogHandle, type DialogId, type DialogPriority, type DialogRequest } from './dialogManager';
