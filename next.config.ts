import type { NextConfig } from 'next';
import { IMAGE_DEFAULT_QUALITY } from './lib/constants';

const nextConfig: NextConfig = {
  output: 'export',
  trailingSlash: true,
  // A static export has no image optimisation server; images are SVGs or pre-sized PNGs.
  // The one quality next/image accepts is the specification's default.
  images: { unoptimized: true, qualities: [IMAGE_DEFAULT_QUALITY] },
  poweredByHeader: false,
  reactStrictMode: true,
};

export default nextConfig;
