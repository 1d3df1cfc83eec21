/**
 * Lets an app plugin decorate the scope that registers it (inside the feedback service)
 * instead of a private child scope. This is what fastify-plugin does; the symbol is Fastify's
 * documented contract, so we do not need that package as a direct dependency.
 */
export function sharedScope<T extends object>(plugin: T, name: string): T {
  return Object.assign(plugin, {
    [Symbol.for('skip-override')]: true,
    [Symbol.for('fastify.display-name')]: name,
  });
}
