import { startApi } from '../src/testing';
import { describeRepositories } from './repositories.shared';

describeRepositories('PGlite', () => startApi);
