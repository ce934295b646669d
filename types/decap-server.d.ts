// decap-server ships no types: what editor/edit.ts calls of it, its file-system backend's
// middlewares registered on an Express app of ours (decap-server's own `dist/middlewares`).
declare module 'decap-server/dist/middlewares.js' {
  import type { Express } from 'express';

  const middlewares: {
    /** Adds the local backend's routes (POST /api/v1) to `app`, editing the folder GIT_REPO_DIRECTORY or the current one. */
    registerLocalFs(app: Express, options?: { logLevel?: string }): Promise<void>;
  };
  export default middlewares;
}
