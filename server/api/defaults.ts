export const DEFAULT_API_PORT = 3001;
