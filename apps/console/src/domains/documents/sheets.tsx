/**
 * The printable sheets: equipment interchange receipt (two layouts), electronic D/O and weighing list,
 * drawn as A4-proportioned HTML from the record. Rows are table rows, so the PDF export never cuts one.
 */
import { SITE } from '@port/config/site';
import type { Schemas } from '@port/sdk/contract';
import { currentLanguage, useTr, type Tr } from '../../app/i18n';
import type { DocumentView } from './api';
import { portTime } from '@port/sdk';

const kg = (n: number | null | undefined) => (n === null || n === undefined ? '' : n.toLocaleString(currentLanguage()));
const text = (v: string | null | undefined) => v ?? '';

function Field({ label, value, wide }: { label: string; value: string; wide?: boolean }) {
  return (
    <>
      <th scope="row">{label}</th>
      <td colSpan={wide ? 3 : 1}>{value}</td>
    </>
  );
}

function EirSheet({ eir, layout, t }: { eir: Schemas['EirDocument']; layout: 'EIR' | 'EIRJX'; t: Tr }) {
  return (
    <>
      <h1 className="doc-title">{layout === 'EIRJX' ? t('documents.eir.titleJX') : t('documents.eir.title')}</h1>
      <div className="doc-subtitle">{t('documents.eir.subtitle')}</div>
      <div className="doc-number">
        {t('documents.eir.no')}：<strong>{eir.eirNo}</strong>
      </div>
      <table className="doc-grid">
        <tbody>
          <tr>
            <Field
              label={t('documents.eir.direction')}
              value={t(eir.direction === 'in' ? 'documents.eir.directions.in' : 'documents.eir.directions.out')}
            />
            <Field label={t('documents.eir.issueTime')} value={portTime(eir.issueTime)} />
          </tr>
          <tr>
            <Field label={t('documents.eir.ctnNo')} value={eir.ctnNo} />
            <Field label={t('documents.eir.sealNo')} value={text(eir.sealNo)} />
          </tr>
          <tr>
            <Field label={t('documents.eir.ctnSize')} value={eir.ctnSize} />
            <Field label={t('documents.eir.ctnType')} value={eir.ctnType} />
          </tr>
          <tr>
            <Field label={t('documents.eir.operator')} value={text(eir.ctnOperator)} />
            <Field label={t('documents.eir.billNo')} value={text(eir.billNo)} />
          </tr>
          <tr>
            <Field label={t('documents.eir.vessel')} value={text(eir.vessel)} />
            <Field label={t('documents.eir.voyage')} value={text(eir.voyage)} />
          </tr>
          <tr>
            <Field label={t('documents.eir.truck')} value={eir.truckLicense} />
            <Field label={t('documents.eir.driver')} value={text(eir.driverName)} />
          </tr>
          <tr>
            <Field label={t('documents.eir.yard')} value={eir.yardName} />
            <Field label={t('documents.eir.grossKg')} value={kg(eir.grossKg)} />
          </tr>
          <tr>
            <Field label={t('documents.eir.condition')} value={text(eir.condition)} wide />
          </tr>
          <tr className="doc-sign">
            <Field label={t('documents.eir.signYard')} value="" />
            <Field label={t('documents.eir.signDriver')} value="" />
          </tr>
        </tbody>
      </table>
    </>
  );
}

function EdoSheet({ edo, t }: { edo: Schemas['EdoDocument']; t: Tr }) {
  return (
    <>
      <h1 className="doc-title">{t('documents.edo.title')}</h1>
      <div className="doc-subtitle">{t('documents.edo.subtitle')}</div>
      <div className="doc-number">
        {t('documents.edo.no')}：<strong>{edo.edoNo}</strong>
      </div>
      <table className="doc-grid">
        <tbody>
          <tr>
            <Field label={t('documents.edo.billNo')} value={edo.billNo} />
            <Field label={t('documents.edo.issueTime')} value={portTime(edo.issueTime)} />
          </tr>
          <tr>
            <Field label={t('documents.edo.vessel')} value={edo.vessel} />
            <Field label={t('documents.edo.voyage')} value={edo.voyage} />
          </tr>
          <tr>
            <Field label={t('documents.edo.consignee')} value={edo.consignee} />
            <Field label={t('documents.edo.agent')} value={edo.agentName} />
          </tr>
          <tr>
            <Field label={t('documents.edo.yard')} value={edo.yardName} />
            <Field label={t('documents.edo.validUntil')} value={portTime(edo.validUntil)} />
          </tr>
        </tbody>
      </table>
      <h2 className="doc-section">{t('documents.edo.containers')}</h2>
      <table className="doc-list">
        <thead>
          <tr>
            <th>{t('documents.edo.seq')}</th>
            <th>{t('documents.eir.ctnNo')}</th>
            <th>{t('documents.eir.ctnSize')}</th>
            <th>{t('documents.eir.ctnType')}</th>
            <th>{t('documents.eir.sealNo')}</th>
            <th>{t('documents.eir.grossKg')}</th>
          </tr>
        </thead>
        <tbody>
          {edo.containers.map((c, i) => (
            <tr key={c.ctnNo}>
              <td>{i + 1}</td>
              <td>{c.ctnNo}</td>
              <td>{c.ctnSize}</td>
              <td>{c.ctnType}</td>
              <td>{text(c.sealNo)}</td>
              <td className="num">{kg(c.grossKg)}</td>
            </tr>
          ))}
          <tr className="doc-total">
            <td colSpan={6}>{t('documents.edo.total', { count: edo.containers.length })}</td>
          </tr>
        </tbody>
      </table>
    </>
  );
}

function WeighSheet({ w, t }: { w: Schemas['WeighDocument']; t: Tr }) {
  return (
    <>
      <h1 className="doc-title">{t('documents.weigh.title')}</h1>
      <div className="doc-number">
        {t('documents.weigh.no')}：<strong>{w.listNo}</strong>
      </div>
      <table className="doc-grid">
        <tbody>
          <tr>
            <Field label={t('documents.weigh.truck')} value={w.truckLicense} />
            <Field label={t('documents.weigh.weighTime')} value={portTime(w.weighTime)} />
          </tr>
          <tr>
            <Field label={t('documents.weigh.ctnNo')} value={w.ctnNo} />
            <Field label={t('documents.weigh.sealNo')} value={text(w.sealNo)} />
          </tr>
          <tr>
            <Field label={t('documents.weigh.ctnSize')} value={w.ctnSize} />
            <Field label={t('documents.weigh.ctnType')} value={w.ctnType} />
          </tr>
          <tr>
            <Field label={t('documents.weigh.cargo')} value={text(w.cargoName)} />
            <Field label={t('documents.weigh.yard')} value={w.yardName} />
          </tr>
          <tr>
            <Field label={t('documents.weigh.gross')} value={kg(w.grossKg)} />
            <Field label={t('documents.weigh.tare')} value={kg(w.tareKg)} />
          </tr>
          <tr className="doc-emphasis">
            <Field label={t('documents.weigh.net')} value={kg(w.netKg)} />
            <Field label={t('documents.weigh.weigher')} value={text(w.weigher)} />
          </tr>
        </tbody>
      </table>
    </>
  );
}

/** The document's body, chosen by its kind. */
export function DocumentSheet({ doc }: { doc: DocumentView }) {
  const t = useTr();
  if ((doc.kind === 'EIR' || doc.kind === 'EIRJX') && doc.eir)
    return <EirSheet eir={doc.eir} layout={doc.kind} t={t} />;
  if (doc.kind === 'EDO' && doc.edo) return <EdoSheet edo={doc.edo} t={t} />;
  if (doc.kind === 'WEIGH' && doc.weigh) return <WeighSheet w={doc.weigh} t={t} />;
  return null;
}

/** The platform's name above the first page. */
export function SheetHeader({ companyName }: { companyName: string }) {
  return (
    <div className="doc-header">
      <span>{SITE.product}</span>
      <span>{companyName}</span>
    </div>
  );
}

/** The generated-at line below the last page. */
export function SheetFooter({ time, serialNo }: { time: string; serialNo?: string }) {
  const t = useTr();
  return (
    <div className="doc-footer">
      <span>{t('documents.footer', { time })}</span>
      {serialNo ? (
        <span>
          {t('documents.serialNo')}：{serialNo}
        </span>
      ) : null}
    </div>
  );
}
