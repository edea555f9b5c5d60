/**
 * What the global setup hands to the tests. Playwright passes environment variables set in the
 * global setup on to the workers, so these are the channel.
 */
export interface StackEnvironment {
  hostUrl: string;
  apiUrl: string;
  controlUrl: string;
}

const keys = { hostUrl: 'E2E_HOST_URL', apiUrl: 'E2E_API_URL', controlUrl: 'E2E_CONTROL_URL' };

export function publishStackEnvironment(environment: StackEnvironment): void {
  for (const [field, key] of Object.entries(keys)) {
    process.env[key] = environment[field as keyof StackEnvironment];
  }
}

export function readStackEnvironment(): StackEnvironment {
  const read = (key: string) => {
    const value = process.env[key];
    if (!value) throw new Error(`${key} is not set: run the suites through playwright test`);
    return value;
  };
  return {
    hostUrl: read(keys.hostUrl),
    apiUrl: read(keys.apiUrl),
    controlUrl: read(keys.controlUrl),
  };
}
