// The ports `npm start` listens on. A port named in the environment must be free; a default one that is taken
// (another checkout's `npm start`, say) gives way to the next free one above it, so two checkouts run side by side.
import net from 'node:net';

/** Whether nothing listens on `port` (on every address, as the API and the app servers listen). */
export function portIsFree(port, host = '0.0.0.0') {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen({ port, host, exclusive: true }, () => server.close(() => resolve(true)));
  });
}

/**
 * Picks the ports of `wanted`, in order: `{ name, env, preferred }` where `env` is the variable's value (if set).
 * Returns `{ ports: { [name]: port }, notes: string[] }` (what gave way, to print), or throws an Error whose message
 * says which variable names a port that is taken.
 */
export async function choosePorts(wanted, env = process.env) {
  const ports = {};
  const notes = [];
  const chosen = new Set();
  for (const { name, variable, preferred } of wanted) {
    const set = env[variable];
    if (set !== undefined && set !== '') {
      const port = Number(set);
      if (!Number.isInteger(port) || port < 1 || port > 65535) throw new Error(`${variable}=${set} is not a port number.`);
      if (chosen.has(port) || !(await portIsFree(port))) throw new Error(`Port ${port} (${variable}) is already in use: set ${variable} to a free port, or leave it unset to take the next free one.`);
      ports[name] = port;
    } else {
      let port = preferred;
      while (port < preferred + 100 && (chosen.has(port) || !(await portIsFree(port)))) port += 1;
      if (port === preferred + 100) throw new Error(`No free port from ${preferred} to ${port - 1}: set ${variable}.`);
      if (port !== preferred) notes.push(`Port ${preferred} is in use (another checkout's npm start?): the ${name} takes ${port}.`);
      ports[name] = port;
    }
    chosen.add(ports[name]);
  }
  return { ports, notes };
}
