export { areaPaths } from './areaPaths';
export { useStartChat } from './useStartChat';
