// Starts Decap CMS (its bundle copied from node_modules into /admin/decap/ by the build) with
// config.yml, adding what only the page knows: the site's origin, whose Worker signs in with
// GitHub, and the repository, from the build (CMS_GITHUB_REPO).
window.CMS_MANUAL_INIT = true;

const bundle = document.createElement('script');
bundle.src = '/admin/decap/decap-cms.js';
bundle.addEventListener('load', async () => {
  const settings = await fetch('/admin/settings.json')
    .then((response) => (response.ok ? response.json() : {}))
    .catch(() => ({}));
  window.CMS.init({
    config: {
      backend: {
        base_url: window.location.origin,
        ...(settings.repo ? { repo: settings.repo } : {}),
      },
    },
  });
});
document.head.append(bundle);
