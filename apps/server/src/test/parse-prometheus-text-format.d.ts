// The package ships no types: the shape of its output (prom2json's) as the tests read it.
declare module 'parse-prometheus-text-format' {
  export type PrometheusSample = {
    labels?: Record<string, string>;
    value?: string;
    buckets?: Record<string, string>;
    count?: string;
    sum?: string;
  };
  export type PrometheusFamily = { name: string; help: string; type: string; metrics: PrometheusSample[] };
  export default function parsePrometheusTextFormat(text: string): PrometheusFamily[];
}
