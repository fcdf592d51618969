import localFont from 'next/font/local';

/** Inter, self-hosted from @fontsource-variable/inter (next/font/google needs the network at build time). */
export const inter = localFont({
  src: '../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  variable: '--font-inter',
  weight: '100 900',
  display: 'swap',
});
