import { useAuthStore as byPackageName } from '@backoffice/shared';
import { useAuthStore as byRelativePath } from './auth-store';

// Other entries (ui, realtime, dev-shell) reach the auth store by package name so federation
// shares one copy; inside this package that name must resolve to the very same module.
describe('package self-reference', () => {
  it('resolves @backoffice/shared to the same auth store as the relative path', () => {
    expect(byPackageName).toBe(byRelativePath);
  });
});
