/** Request header the auth guard sets to the resolved client IP; Better Auth reads its rate-limit key from it. */
export const CLIENT_IP_HEADER = "x-unstuck-client-ip";
