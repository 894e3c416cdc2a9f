// Built by vite.config.mts from schema/schema.graphql.
declare module 'virtual:possible-types' {
  const possibleTypes: Record<string, string[]>;
  export default possibleTypes;
}
