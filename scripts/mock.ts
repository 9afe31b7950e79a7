// The operator simulator as a standalone server: `ts-node scripts/mock.ts` (npm run mock).
// Env: MOCK_PORT (default 8001), SIM_STATE_FILE (keep the state across restarts), SIM_SEED, SIM_VERBOSE=1
// (log every request), SIM_CREDIT_DELAY_MS, SIM_TIMEOUT_MS (delay of a 'timeout' fault), SIM_NOW,
// SIM_TRUSTED_PROXIES (the proxies, e.g. nginx, whose X-Real-IP / X-Forwarded-For name the client's address).
import { createServer } from 'node:http';
import { createSimulatorMiddleware } from '../mocks/node';

const port = Number(process.env.MOCK_PORT ?? 8001);
// Everything else from the environment (mocks/node.ts envOptions): SIM_STATE_FILE, SIM_SEED, SIM_VERBOSE,
// SIM_CREDIT_DELAY_MS, SIM_TIMEOUT_MS, SIM_XSRF, SIM_NOW.
const middleware = createSimulatorMiddleware();

const server = createServer((req, res) => {
  middleware(req, res, () => {
    res.statusCode = 404;
    res.setHeader('content-type', 'text/plain; charset=utf-8');
    res.end('The operator simulator serves /sms2-api/ only; see /sms2-api/__sim/\n');
  });
});

server.listen(port, () => {
  console.log(`[sim] operator simulator on http://localhost:${port}/sms2-api/  (index: /sms2-api/__sim/)`);
});

const stop = (): void => {
  middleware.simulator.save();
  server.close(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
