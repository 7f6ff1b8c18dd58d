/** A country's name in the page's language (`eu` is the European Union), or undefined when unknown. */
export function countryDisplayName(code: string, lang: string): string | undefined {
  if (!/^[a-z]{2}$/i.test(code)) return undefined;
  try {
    const name = new Intl.DisplayNames([lang], { type: 'region', fallback: 'none' }).of(code.toUpperCase());
    return name && name.toUpperCase() !== code.toUpperCase() ? name : undefined;
  } catch {
    return undefined;
  }
}
