// Statistics off (the default): these stand-ins render nothing and carry no client code, so a
// site without statistics has not a byte of them. While they are on, next.config.mjs resolves
// this module to ./on.ts, the real leaves with the same names.
/** Off: nothing. */
export function Analytics(): null {
  return null;
}

/** Off: nothing. */
export function NotFoundGoal(): null {
  return null;
}
