export { useStartChat } from './use-start-chat';
