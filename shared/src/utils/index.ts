export { fieldErrorsOf } from './field-errors';
export { useFirstIdlePassed, whenIdle } from './when-idle';
