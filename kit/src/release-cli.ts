#!/usr/bin/env node
/* `backoffice-release <remote> …` (a team's `npm run release`): see release.ts. */
import { release } from './release.ts';

process.exitCode = await release(process.argv.slice(2), process.env);
