import { startStandalone } from '@backoffice/shared/dev-shell';
import App from './app';

// Only the standalone page runs this file; inside the host, federation loads ./App directly.
await startStandalone({ area: 'Coupons', basePath: '/coupons', App });
