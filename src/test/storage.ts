/** Everything the browser keeps for this page: storage, cookies and the address, as one text. */
export function keptByTheBrowser(): string {
  return [
    JSON.stringify({ ...window.sessionStorage }),
    JSON.stringify({ ...window.localStorage }),
    document.cookie,
    window.location.href,
  ].join(' ');
}
