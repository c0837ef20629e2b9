/** "1 member", "2 members", "0 services": the one way counts are worded on the site. */
export function plural(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`;
}
