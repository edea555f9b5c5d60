import { portVariable, type StackPorts } from '../stack-layout.ts';

/**
 * What `npm start` prints when its servers cannot start. A port another program holds is the
 * usual reason: say which, and the variable that moves it; anything else keeps its stack trace.
 */
export function describeStartFailure(error: unknown, ports: StackPorts): string {
  const asIs = error instanceof Error ? (error.stack ?? error.message) : String(error);
  // `?? {}`: a thrown null or undefined has no fields to read.
  const { code, port } = (error ?? {}) as NodeJS.ErrnoException & { port?: number };
  if (code !== 'EADDRINUSE' || port === undefined) return asIs;
  const variable = portVariable(ports, port);
  if (!variable) return asIs;
  return [
    `Port ${port} is in use by another program (another npm start, perhaps).`,
    `Stop it, or choose another port: ${variable}=${port + 100} npm start (docs/architecture.md).`,
  ].join('\n');
}
