import { CtaList } from './cta-list';
import './pages.css';

export function AboutUsPage() {
  return (
    <article className="page-main page-about" aria-labelledby="about-title">
      <h1 id="about-title">About EuLangJobs</h1>
      <p className="page-intro">
        EuLangJobs is the job board for people who speak languages and want to work abroad in Europe, and for the
        companies that need them.
      </p>

      <h2>Who we are</h2>
      <p>
        EuLangJobs is a European job board based in Madrid. We specialise in one thing: jobs where the languages you
        speak are what the employer is looking for, whether you are moving abroad for the first time or already live as
        an expat.
      </p>

      <h2>What we do</h2>
      <p>
        Candidates search offers by language and by country, save them, apply with their profile and CVs, and meet
        recruiters at our virtual career events and speed-hiring weeks. Companies post jobs, review applicants, search
        our CV database and present themselves with branded career minisites.
      </p>

      <h2>Why languages matter</h2>
      <p>
        Customer service, sales, technical support and many other teams across Europe serve clients in their own
        language. A native Danish or Greek speaker can be hard to find in Lisbon or Dublin, and a candidate who speaks
        those languages often does not know these jobs exist. We connect the two.
      </p>

      <h2>EuLangJobs in figures</h2>
      <dl className="page-figures">
        <div>
          <dt>Languages in our job offers</dt>
          <dd>40+</dd>
        </div>
        <div>
          <dt>European countries covered</dt>
          <dd>All</dd>
        </div>
        <div>
          <dt>Ways to work</dt>
          <dd>On site and remote</dd>
        </div>
      </dl>

      <h2>Get started</h2>
      <CtaList
        links={[
          ['/jobs', 'Find a job'],
          ['/company', 'Hire multilingual talent'],
        ]}
      />
    </article>
  );
}
