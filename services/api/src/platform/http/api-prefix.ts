/** Every API route is under /api (nginx and the Ingress send /api to the API); /metrics stays outside it. */
export const API_PREFIX = 'api';
