/** Appends an async third-party script. */
export function loadScript(
  src: string,
  label: string,
  attributes: Record<string, string> = {},
  onError?: () => void,
) {
  if (document.querySelector(`script[src="${CSS.escape(src)}"]`)) return;
  const script = document.createElement('script');
  script.src = src;
  script.async = true;
  for (const [name, value] of Object.entries(attributes)) script.setAttribute(name, value);
  script.addEventListener('error', () => {
    console.warn(`${label} failed to load: ${src}`);
    script.remove();
    onError?.();
  });
  document.head.appendChild(script);
}
