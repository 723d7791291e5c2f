/**
 * /search: the public information queries (SPEC §2.2 UnloadingShip … GatherCardInformation), one tab
 * each with its own form and result table. The tab is kept in ?type=. Container numbers are
 * normalised as typed and checked as SPEC §5 says; a bad one is reported for 3 s.
 */
import { extendZh } from '../../lib/i18n';
import messages from 'virtual:portal-messages/zh-CN/portal.search,portal.news,container,common.search,common.reset,common.total';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { PAGING, TIMING } from '@port/config/constants';
import { trimAll, upper } from '@port/sdk/rules';
import { Pagination } from '../../components/Pagination';
import { useT } from '../../lib/language';
import { readQuery, writeQuery } from '../../lib/query';
import { dictLabels } from './api';
import { QUERIES, QUERY_TYPES, RUN_ON_OPEN, type QueryType, type Values } from './queries';

extendZh(messages);

interface Result {
  data: unknown[];
  total: number;
  title?: string;
}

const isQueryType = (value: string | null): value is QueryType => QUERY_TYPES.includes(value as QueryType);

export default function PublicSearch() {
  const t = useT();
  const [type, setType] = useState<QueryType>('unloadingShip');
  const [values, setValues] = useState<Values>({});
  const [problem, setProblem] = useState<{ field?: string; text: string } | null>(null);
  const [result, setResult] = useState<Result | null>(null);
  const [paging, setPaging] = useState<{ pageNo: number; pageSize: number }>({ pageNo: 1, pageSize: PAGING.defaultPageSize });
  const [busy, setBusy] = useState(false);
  const [labels, setLabels] = useState<Map<string, string>>(new Map());
  const [ready, setReady] = useState(false);
  const problemTimer = useRef<number | undefined>(undefined);
  const config = QUERIES[type];

  const run = async (queryType: QueryType, form: Values, pageNo: number, pageSize: number) => {
    setBusy(true);
    try {
      const found = await QUERIES[queryType].run(form, pageNo, pageSize);
      setResult(found);
      setPaging({ pageNo, pageSize });
      setProblem(null);
    } catch (error) {
      setResult(null);
      setProblem({ text: error instanceof Error && error.message ? error.message : t('errors.unknown') });
    } finally {
      setBusy(false);
    }
  };

  const open = (next: QueryType) => {
    setType(next);
    setValues({});
    setResult(null);
    setProblem(null);
    if (RUN_ON_OPEN.has(next)) void run(next, {}, 1, PAGING.defaultPageSize);
  };

  useEffect(() => {
    setReady(true);
    const asked = readQuery().get('type');
    open(isQueryType(asked) ? asked : 'unloadingShip');
    // Runs once, after hydration: the query string is read here, never while rendering.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (!config.dictType) return;
    dictLabels(config.dictType)
      .then(setLabels)
      .catch(() => setLabels(new Map()));
  }, [config.dictType]);

  const showProblem = (field: string | undefined, text: string) => {
    window.clearTimeout(problemTimer.current);
    setProblem(field ? { field, text } : { text });
    // A bad container number is shown for 3 s (SPEC §5, §9).
    if (field && /^container/.test(field)) problemTimer.current = window.setTimeout(() => setProblem(null), TIMING.containerMessage);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = config.check(values);
    if (found) {
      showProblem(found.field, t(found.issue.key, found.issue.params));
      return;
    }
    void run(type, values, 1, paging.pageSize);
  };

  const onReset = () => {
    setValues({});
    setProblem(null);
    setResult(null);
    if (RUN_ON_OPEN.has(type)) void run(type, {}, 1, paging.pageSize);
  };

  const rows = result?.data ?? [];
  return (
    <div className="search-page">
      <nav className="tabs search-tabs" aria-label={t('portal.search.title')}>
        {QUERY_TYPES.map((candidate) => (
          <a
            key={candidate}
            href={`?type=${candidate}`}
            aria-current={candidate === type ? 'page' : undefined}
            onClick={(e) => {
              e.preventDefault();
              writeQuery({ type: candidate });
              open(candidate);
            }}
          >
            {t(`portal.search.types.${candidate}`)}
          </a>
        ))}
      </nav>
      <section className="panel" aria-labelledby="search-form-title">
        <h2 id="search-form-title" className="search-title">
          {t(`portal.search.types.${type}`)}
        </h2>
        <form className="form-grid" noValidate onSubmit={onSubmit} onReset={onReset}>
          <fieldset disabled={!ready} className="form-grid-fields">
            {config.fields.map((field) => {
              const id = `search-${field.name}`;
              const invalid = problem?.field === field.name;
              return (
                <div key={`${type}-${field.name}`} className="form-item">
                  <label htmlFor={id}>{t(field.labelKey)}</label>
                  {field.kind === 'select' ? (
                    <select id={id} value={values[field.name] ?? ''} onChange={(e) => setValues((v) => ({ ...v, [field.name]: e.target.value }))}>
                      {(field.options ?? []).map((option) => (
                        <option key={option.value} value={option.value}>
                          {t(option.labelKey)}
                        </option>
                      ))}
                    </select>
                  ) : (
                    <input
                      id={id}
                      type={field.kind === 'date' ? 'date' : 'text'}
                      value={values[field.name] ?? ''}
                      maxLength={field.maxLength}
                      placeholder={field.placeholderKey ? t(field.placeholderKey) : undefined}
                      aria-invalid={invalid || undefined}
                      aria-describedby={invalid ? 'search-problem' : undefined}
                      onChange={(e) => {
                        const raw = e.target.value;
                        setValues((v) => ({ ...v, [field.name]: field.containers ? upper(trimAll(raw)) : raw }));
                      }}
                    />
                  )}
                </div>
              );
            })}
            <div className="form-actions">
              <button type="submit" className="btn btn-primary" aria-busy={busy || undefined}>
                {t('common.search')}
              </button>
              <button type="reset" className="btn btn-ghost">
                {t('common.reset')}
              </button>
            </div>
          </fieldset>
          <p id="search-problem" className="form-error" role="alert">
            {problem?.text ?? ''}
          </p>
        </form>
      </section>
      <section className="panel search-results" aria-labelledby="search-results-title" aria-busy={busy || undefined}>
        <h2 id="search-results-title" className="search-title">
          {t('portal.search.results')}
          {result?.title ? <span className="search-subtitle">{result.title}</span> : null}
        </h2>
        <div className="table-wrap">
          <table className="data-table">
            <thead>
              <tr>
                {config.columns.map((column) => (
                  <th key={column.key} scope="col">
                    {t(column.labelKey)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.length === 0 ? (
                <tr>
                  <td colSpan={config.columns.length} className="table-empty">
                    {result ? t('portal.search.noResult') : ''}
                  </td>
                </tr>
              ) : (
                rows.map((row, index) => (
                  <tr key={config.rowKey(row, index)}>
                    {config.columns.map((column) => (
                      <td key={column.key}>{column.render(row, t, labels)}</td>
                    ))}
                  </tr>
                ))
              )}
            </tbody>
          </table>
        </div>
        {config.paged && result && result.total > 0 ? (
          <Pagination t={t} total={result.total} pageNo={paging.pageNo} pageSize={paging.pageSize} onChange={(pageNo, pageSize) => void run(type, values, pageNo, pageSize)} />
        ) : null}
      </section>
    </div>
  );
}
