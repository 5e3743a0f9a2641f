import type { FastifyInstance } from 'fastify';
import { AuthService } from './service';
import { NO_QUERY } from '../../generic/listQuery';
import { SIGN_IN_EMAIL, SIGN_IN_PASSWORD } from '../../../shared/forms/signInFields';

const body = (properties: Record<string, unknown>, required: string[]) =>
  ({ type: 'object', properties, required, additionalProperties: false });

/** /agent/auth: sign-in and session calls (spec 7, Session handling and Auth). */
export default async function authRoutes(app: FastifyInstance) {
  const auth = new AuthService(app);
  const tags = ['Auth'];

  app.post('/api/v1/agent/auth/login', {
    config: { public: true },
    schema: { tags, body: body({ email: SIGN_IN_EMAIL, password: SIGN_IN_PASSWORD }, ['email', 'password']) },
  }, async (request) => {
    const { email, password } = request.body as { email: string; password: string };
    return auth.login(email, password, request.ip);
  });

  app.post('/api/v1/agent/auth/refresh-token', {
    config: { public: true },
    schema: { tags, body: body({ userId: { type: ['integer', 'string'] }, grantType: { type: 'string', const: 'refresh_token' }, refreshToken: { type: 'string', minLength: 10 } }, ['userId', 'grantType', 'refreshToken']) },
  }, async (request) => {
    const { userId, refreshToken } = request.body as { userId: number | string; refreshToken: string };
    return auth.refresh(Number(userId), refreshToken);
  });

  app.post('/api/v1/agent/auth/set-login-location-and-role', {
    config: { signedIn: true },
    schema: { tags, body: body({ location: { type: 'integer' }, role: { type: 'string', minLength: 1 } }, ['location', 'role']) },
  }, async (request) => {
    const { location, role } = request.body as { location: number; role: string };
    return auth.setLocationAndRole(request.agent.id, request.agent.family, location, role);
  });

  // The refresh token in the body is optional: the access token already names the sign-in to end.
  app.post('/api/v1/agent/auth/logout', {
    config: { signedIn: true },
    schema: { tags, body: { type: ['object', 'null'], properties: { refreshToken: { type: 'string' } }, additionalProperties: false } },
  }, async (request) => auth.logout(request.agent.family));

  app.get('/api/v1/agent/auth/permissions', { config: { signedIn: true }, schema: { tags, querystring: NO_QUERY } }, async (request) => ({
    role: request.agent.role,
    location: request.agent.locationId,
    abilities: request.agent.role ? app.permissions.abilitiesOf(request.agent.role) : {},
  }));
}
