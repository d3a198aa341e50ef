import './ui.css';

export { Dialog, type DialogProps } from './Dialog';
export { Button, type ButtonProps } from './Button';
export { TextField, type TextFieldProps } from './TextField';
export { Select, type SelectProps, type SelectOption } from './Select';
export { Checkbox, type CheckboxProps } from './Checkbox';
export { Spinner, Skeleton, type SpinnerProps } from './Spinner';
export { formatPrice } from './formatPrice';
export { deepActiveElement, focusableIn } from './deepActiveElement';
