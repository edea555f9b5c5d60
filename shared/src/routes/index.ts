export { useStartChat } from './useStartChat';
