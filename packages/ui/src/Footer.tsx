/**
 * The site footer of SPEC §1: contact details, the driver-app and EDI-chat QR codes, copyright with the
 * version V{version}, and the government filing numbers. Company details come from configuration
 * (@port/config/site), texts from the caller's translator; rendered statically it ships no JavaScript.
 * With `markKeys` each text carries data-i18n attributes so a static page can re-translate it.
 */
import type { SITE } from '@port/config/site';
import type { MessageKey, MessageParams } from '@port/sdk';

type Site = typeof SITE;

export interface FooterLink {
  href: string;
  labelKey: MessageKey;
}

export interface FooterProps {
  site: Site;
  t: (key: MessageKey, params?: MessageParams) => string;
  /** About / contact / terms links. */
  links: readonly FooterLink[];
  /** QR pictures: the driver app and the EDI chat channel. */
  qr: { driverApp: string; ediChat: string };
  year: number;
  markKeys?: boolean;
}

export function Footer({ site, t, links, qr, year, markKeys }: FooterProps) {
  const text = (key: MessageKey, params?: MessageParams) => {
    const marks = markKeys ? { 'data-i18n': key, ...(params ? { 'data-i18n-params': JSON.stringify(params) } : {}) } : {};
    return { children: t(key, params), ...marks };
  };
  const qrCodes = [
    { src: qr.driverApp, key: 'portal.footer.driverApp' as const },
    { src: qr.ediChat, key: 'portal.footer.ediChat' as const },
  ];
  return (
    <footer className="ui-footer">
      <div className="ui-footer-inner">
        <section className="ui-footer-contact" aria-labelledby="ui-footer-contact">
          <h2 id="ui-footer-contact" {...text('portal.footer.contact')} />
          <ul>
            <li {...text('portal.footer.phone', { phone: site.phone })} />
            <li {...text('portal.footer.hotline', { phone: site.hotline })} />
            <li {...text('portal.footer.fax', { fax: site.fax })} />
            <li>
              <span {...text('portal.footer.email', { email: '' })} />
              <a href={`mailto:${site.email}`}>{site.email}</a>
            </li>
            <li {...text('portal.footer.address', { address: site.address })} />
          </ul>
        </section>
        <nav className="ui-footer-links" aria-labelledby="ui-footer-links">
          <h2 id="ui-footer-links" {...text('portal.footer.links')} />
          <ul>
            {links.map((link) => (
              <li key={link.href}>
                <a href={link.href} {...text(link.labelKey)} />
              </li>
            ))}
          </ul>
        </nav>
        <div className="ui-footer-qr">
          {qrCodes.map((code) => (
            <figure key={code.key}>
              <img src={code.src} width={96} height={96} alt={t('portal.footer.qrAlt', { name: t(code.key) })} loading="lazy" decoding="async" />
              <figcaption {...text(code.key)} />
            </figure>
          ))}
        </div>
      </div>
      <div className="ui-footer-bottom">
        <p>
          <span {...text('portal.footer.copyright', { year, owner: site.copyright, ownerEn: site.copyrightEn })} />{' '}
          <span {...text('portal.footer.version', { version: site.version })} />
        </p>
        <p className="ui-footer-filings">
          {site.filings.map((filing) => (
            <span key={filing}>{filing}</span>
          ))}
        </p>
      </div>
    </footer>
  );
}
