import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

export interface ServerConfig {
  port: number;
  host: string;
  production: boolean;
  dataDir: string;
  databaseUrl?: string;
  jwtSecret: string;
  accessTokenSeconds: number;
  refreshTokenDays: number;
  permissionsFile: string;
  /** Demo data on first start (never in production). */
  seedDemo: boolean;
  demoOrders: number;
  staticDir: string;
  uploadDir: string;
  corsOrigins: string[];
  /** How long a SIGTERM'd process may take to finish its requests and downloads before it exits. */
  shutdownGraceMs: number;
  /** Bearer token that may read /metrics from another host (localhost may always). */
  metricsToken?: string;
  /** A streaming replica of DATABASE_URL for heavy reads (reports, downloads, dashboards, searches). */
  databaseReplicaUrl?: string;
}

/** Reads the environment once. Production refuses a missing or weak JWT secret. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const production = env.NODE_ENV === 'production';
  const dataDir = resolve(env.DATA_DIR ?? '.data');
  const jwtSecret = env.JWT_SECRET ?? (production ? '' : devSecret(dataDir));
  if (production && jwtSecret.length < 32) {
    throw new Error('JWT_SECRET must be set to at least 32 characters when NODE_ENV=production');
  }
  return {
    port: Number(env.PORT ?? 8080),
    host: env.HOST ?? '0.0.0.0',
    production,
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    jwtSecret,
    accessTokenSeconds: Number(env.ACCESS_TOKEN_SECONDS ?? 900),
    refreshTokenDays: Number(env.REFRESH_TOKEN_DAYS ?? 30),
    permissionsFile: resolve(env.PERMISSIONS_FILE ?? 'permissions.yaml'),
    seedDemo: !production && env.SEED_DEMO !== '0',
    demoOrders: Number(env.DEMO_ORDERS ?? 3000),
    staticDir: resolve(env.STATIC_DIR ?? 'dist'),
    uploadDir: resolve(env.UPLOAD_DIR ?? join(dataDir, 'uploads')),
    corsOrigins: (env.CORS_ORIGINS ?? '').split(',').map((s) => s.trim()).filter(Boolean),
    shutdownGraceMs: Math.max(1000, Number(env.SHUTDOWN_GRACE_MS ?? 10_000) || 10_000),
    metricsToken: env.METRICS_TOKEN || undefined,
    databaseReplicaUrl: (env.DATABASE_URL && env.DATABASE_REPLICA_URL) || undefined,
  };
}

/** A development secret kept beside the embedded database, so sign-ins survive a restart. */
function devSecret(dataDir: string): string {
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
