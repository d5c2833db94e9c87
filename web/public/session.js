// The session read (GET /users/show_current), started while the app's scripts still download
// when someone may be signed in here (the session hint cookie, pena_session): the app takes
// its reply instead of asking once it has booted (web/lib/earlySession.ts), so a signed-in
// screen's data starts with the page. A plain script without imports, so it runs at once;
// the cookie names are domain/constants.ts's (web/lib/earlySession.test.ts runs this file).
/* global document, window, fetch */
(function () {
  var cookies = document.cookie;
  if (!/(?:^|;\s*)pena_session=/.test(cookies)) return;
  var organization = /(?:^|;\s*)pena_organization_id=(\d+)(?:;|$)/.exec(cookies);
  var id = organization ? Number(organization[1]) : 0;
  var url = '/users/show_current' + (id > 0 ? '?organization_id=' + id : '');
  window.penaSessionRead = {
    url: url,
    reply: fetch(url, { headers: { Accept: 'application/json' }, credentials: 'same-origin' })
      .then(function (response) {
        if (!response.ok) return { status: response.status, body: null };
        return response.json().then(function (body) {
          return { status: response.status, body: body };
        });
      })
      .catch(function () {
        return null;
      }),
  };
})();
