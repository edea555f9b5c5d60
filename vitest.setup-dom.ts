// Every DOM project's set-up: the one a team's own repository gets from @backoffice/remote-kit.
import './kit/src/vitest-setup.ts';
