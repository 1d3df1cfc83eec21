/**
 * The German page of an error answer outside the API. An unknown address gets the built 404 page
 * and a failure of the server the built 500 page, as built. Any other status uses them as frame:
 * a refused request (400, 405, 413 …) the 404 page, another server status (502, 503 …) the 500
 * page, with a heading of its own, the real status and why. Without a built site: a plain page.
 */
import { siteText as t } from '@servicestandard/messages/service';
import { frameFor } from './frame.tsx';

export function errorPages(shells: { notFound?: string | undefined; failed?: string | undefined }): (status: number) => string {
  const refused = frameFor(shells.notFound, { siteTitle: t.siteTitle, file: '404.html' });
  const failed = frameFor(shells.failed, { siteTitle: t.siteTitle, file: '500.html' });
  return (status) => {
    if (status === 404 && shells.notFound) return shells.notFound;
    if (status === 500 && shells.failed) return shells.failed;
    const failure = status >= 500;
    const heading = failure ? t.failedHeading : status === 404 ? t.notFound : t.refusedHeading;
    const frame = failure ? failed : refused;
    return frame({
      title: heading,
      heading,
      body: (
        <>
          <p className="error-code">{t.errorHeading(status)}</p>
          <p>{failure ? t.serverError : status === 404 ? t.notFoundText : (t.refusals[status] ?? t.refusedOther)}</p>
        </>
      ),
    });
  };
}
