export { fieldErrorsOf } from './field-errors';
export { useFirstIdlePassed, whenIdle } from './when-idle';
export { focusAfterRemoval } from './focus-after-removal';
