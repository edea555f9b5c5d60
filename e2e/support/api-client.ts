/** A signed-in caller of the real api, for seeding what a test needs (any method, any role). */
export interface ApiCaller {
  token: string;
  userId: string;
  call<T>(method: string, path: string, body?: unknown): Promise<T>;
}

export async function signInAs(
  apiUrl: string,
  credentials: { email: string; password: string },
  role: 'admin' | 'member' = 'admin',
): Promise<ApiCaller> {
  const response = await fetch(`${apiUrl}/auth/signin/${role}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(credentials),
  });
  if (!response.ok) throw new Error(`sign-in as ${credentials.email}: ${response.status}`);
  const signin = (await response.json()) as { access_token: string; user: { id: string } };
  return {
    token: signin.access_token,
    userId: signin.user.id,
    async call<T>(method: string, path: string, body?: unknown): Promise<T> {
      const answer = await fetch(`${apiUrl}${path}`, {
        method,
        headers: {
          Authorization: `Bearer ${signin.access_token}`,
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      if (!answer.ok) throw new Error(`${method} ${path}: ${answer.status} ${await answer.text()}`);
      return ((await answer.json()) as { data: T }).data;
    },
  };
}
