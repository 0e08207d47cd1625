// Issue 31's "a signed-in answer still carries the caller's own extra", checked on the traffic bench's data before it
// measures (docs/search.md#the-traffic-bench): the guests' cache and the title words kept per process must never
// give one candidate's favourites or applications to another, or to a guest.

/** How many signed-in candidates the check asks for. */
const CANDIDATES_CHECKED = 20;

/** A job page's `extra` as `token` reads it (null for a guest). */
async function extraOf(base, jobId, token) {
  const response = await fetch(`${base}/api/job?id=${jobId}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok) throw new Error(`GET /api/job?id=${jobId}: ${response.status}`);
  return (await response.json()).job.extra;
}

/**
 * For signed-in candidates with a favourite or an application on an active job: their own job page says so, the next
 * candidate's says what the database says of that one, and a guest's carries no `extra`. Answers the number of checks
 * and the mismatches, each described.
 */
export async function checkOwnExtra(base, pool, sessions) {
  const { rows } = await pool.query(
    `SELECT u.email,
       (SELECT f.job_id FROM favorites f JOIN jobs j ON j.id = f.job_id
         WHERE f.user_id = u.id AND j.status = 'active' ORDER BY f.job_id LIMIT 1) AS favourite,
       (SELECT a.job_id FROM applications a JOIN jobs j ON j.id = a.job_id
         WHERE a.user_id = u.id AND j.status = 'active' ORDER BY a.job_id LIMIT 1) AS applied_job,
       (SELECT a.id FROM applications a JOIN jobs j ON j.id = a.job_id
         WHERE a.user_id = u.id AND j.status = 'active' ORDER BY a.job_id LIMIT 1) AS application
     FROM users u WHERE u.email = ANY($1::text[])`,
    [sessions.candidateEmails],
  );
  const byEmail = new Map(rows.map((row) => [row.email, row]));
  const mismatches = [];
  let checks = 0;
  const expect = (what, actual, expected) => {
    checks++;
    if (actual !== expected) mismatches.push(`${what}: ${JSON.stringify(actual)} where ${JSON.stringify(expected)}`);
  };
  const people = sessions.candidateEmails
    .map((email, index) => ({ email, token: sessions.candidates[index], own: byEmail.get(email) }))
    .filter((person) => person.own?.favourite || person.own?.applied_job)
    .slice(0, CANDIDATES_CHECKED);
  for (const [index, person] of people.entries()) {
    const other = people[(index + 1) % people.length];
    const { favourite, applied_job: appliedJob, application } = person.own;
    if (favourite) {
      expect(
        `${person.email}'s favourite ${favourite}`,
        (await extraOf(base, favourite, person.token))?.favorite,
        true,
      );
      const { rows: theirs } = await pool.query(
        'SELECT count(*)::int AS n FROM favorites f JOIN users u ON u.id = f.user_id WHERE u.email = $1 AND f.job_id = $2',
        [other.email, favourite],
      );
      expect(
        `job ${favourite} read by ${other.email}`,
        (await extraOf(base, favourite, other.token))?.favorite,
        theirs[0].n > 0,
      );
      expect(`job ${favourite} read by a guest`, await extraOf(base, favourite, null), null);
    }
    if (appliedJob) {
      const extra = await extraOf(base, appliedJob, person.token);
      expect(`${person.email}'s application to ${appliedJob}`, extra?.application?.id, application);
      expect(`${person.email} may apply again to ${appliedJob}`, extra?.canApply, false);
    }
  }
  return { checks, candidates: people.length, mismatches };
}
