import type { ServiceContext } from '../context';

/**
 * The base address for links in a document the requester downloads (the certificate's verification
 * link): PUBLIC_URL when it is set, else the scheme and host the request came to, so a copy served as
 * https://vendors.example.org never prints http://localhost. E-mails keep config.publicUrl: their reader
 * is not the requester, and a Host header is the requester's to forge.
 */
export function viewerBaseUrl(ctx: Pick<ServiceContext, 'config' | 'origin'>): string {
  if (ctx.config.PUBLIC_URL || !ctx.origin) return ctx.config.publicUrl;
  return ctx.origin.replace(/\/$/, '');
}
