// The in-process simulator's test endpoints (mocks/README.md), as the jsdom suites call them through msw.

/** Injects a fault (`{ path, kind, status?, times?, data? }`, mocks/core/faults.ts) into the simulator. */
export const simFault = (fault: Record<string, unknown>) =>
  fetch('http://localhost/sms2-api/__sim/faults', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(fault),
  });
