// Text of the informational pages (/eulangjobs/{slug}). Each body starts at h2: InfoPage renders the h1.
import type { ReactNode } from 'react';
import { Link } from 'shared-kit/router';
import type { InfoSlug } from './info-page';

export interface InfoContent {
  title: string;
  body: ReactNode;
}

const ADDRESS = (
  <address>
    EuLangJobs
    <br />
    Calle de Alcalá 1
    <br />
    28014 Madrid, Spain
  </address>
);

const PRIVACY_EMAIL = <a href="mailto:privacy@eulangjobs.example">privacy@eulangjobs.example</a>;

/** FAQ entries; the id is the hash link (/eulangjobs/faq#delete-account). */
export const FAQ: ReadonlyArray<{ id: string; question: string; answer: ReactNode }> = [
  {
    id: 'free-for-candidates',
    question: 'Is EuLangJobs free for candidates?',
    answer: 'Yes. Searching, saving jobs, applying, job alerts and career events are free for candidates.',
  },
  {
    id: 'local-language',
    question: 'Do I need to speak the language of the country I want to work in?',
    answer:
      'Not always. Many of our offers look for your native or fluent language and use English in the office. Every offer lists its required languages, and tells you which ones are mandatory.',
  },
  {
    id: 'how-to-apply',
    question: 'How do I apply for a job?',
    answer: (
      <>
        Create a free account, complete <Link to="/account/my-profile">your profile</Link>, upload a CV and press
        “Apply” on the offer. Some companies ask a few screening questions. You can follow your applications in{' '}
        <Link to="/account/my-jobs">My jobs</Link>.
      </>
    ),
  },
  {
    id: 'several-cvs',
    question: 'Can I keep CVs in several languages?',
    answer: (
      <>
        Yes. In <Link to="/account/my-cvs">My CVs</Link> you can upload several CVs and choose which one to send with
        each application.
      </>
    ),
  },
  {
    id: 'job-alerts',
    question: 'How do job alerts work?',
    answer: (
      <>
        Save a search by language and location in <Link to="/account/job-alerts">Job alerts</Link> and we email you new
        matching offers. You can change or stop an alert at any time.
      </>
    ),
  },
  {
    id: 'career-events',
    question: 'What are virtual career events and speed-hiring weeks?',
    answer: (
      <>
        Online recruiting events where several employers look for candidates who speak a given language. You register
        once, apply to the participating companies and get quick answers. See{' '}
        <Link to="/career-events">upcoming career events</Link>.
      </>
    ),
  },
  {
    id: 'who-sees-my-cv',
    question: 'Who can see my profile and my CV?',
    answer:
      'The companies you apply to see the CV you send them. Companies with a CV search service can find your profile only if you allow it in your account settings; your contact details are shown to them only when they unlock your profile.',
  },
  {
    id: 'relocation',
    question: 'Do employers help with relocation?',
    answer:
      'Many do: relocation packages, a first accommodation or help with paperwork are listed in the offer when the company provides them. We do not arrange visas ourselves.',
  },
  {
    id: 'forgot-password',
    question: 'I forgot my password. What can I do?',
    answer: (
      <>
        Use <Link to="/password/reset">password reset</Link>: we email you a link to choose a new one.
      </>
    ),
  },
  {
    id: 'delete-account',
    question: 'How do I delete my account and my data?',
    answer: (
      <>
        In <Link to="/account/account-settings">account settings</Link>, or by following the steps on{' '}
        <Link to="/candidates/data-deletion">data deletion</Link>. Your profile, CVs and applications are deleted.
      </>
    ),
  },
];

const cookiesPolicy: InfoContent = {
  title: 'Cookies policy',
  body: (
    <>
      <p>
        A cookie is a small file that a website stores in your browser. EuLangJobs uses only the cookies it needs to
        work: to keep you signed in and to protect forms against forged requests. We do not use advertising cookies, and
        no third party places tracking cookies through our site.
      </p>
      <h2>Cookies we use</h2>
      <table>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Purpose</th>
            <th scope="col">Duration</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td>auth_token</td>
            <td>Keeps you signed in to your account.</td>
            <td>7 days; your session itself ends 24 hours after you sign in.</td>
          </tr>
          <tr>
            <td>auth_email</td>
            <td>Remembers which account is signed in on this browser.</td>
            <td>7 days</td>
          </tr>
          <tr>
            <td>login_timestamp</td>
            <td>Records when you signed in, so that we can end the session after 24 hours.</td>
            <td>Until you sign out or the session expires</td>
          </tr>
          <tr>
            <td>XSRF-TOKEN</td>
            <td>Protects your account against cross-site request forgery.</td>
            <td>Browser session</td>
          </tr>
        </tbody>
      </table>
      <p>
        The names of the session cookies may carry a site suffix. They are strictly necessary, so under the ePrivacy
        rules they do not need your consent. They are first-party cookies, sent only to EuLangJobs, over secure
        connections.
      </p>
      <h2>How to control cookies</h2>
      <p>
        You can delete cookies or block them in your browser settings. If you block the cookies above, you can still
        search jobs, but you will not be able to sign in.
      </p>
      <h2>Questions</h2>
      <p>Write to {PRIVACY_EMAIL} for any question about cookies or your personal data.</p>
    </>
  ),
};

const legalConditions: InfoContent = {
  title: 'Legal conditions',
  body: (
    <>
      <h2>Who we are</h2>
      <p>This website is operated by EuLangJobs, with its registered address at:</p>
      {ADDRESS}
      <h2>Use of the website</h2>
      <p>
        By using EuLangJobs you accept these conditions. Candidates also accept the{' '}
        <Link to="/eulangjobs/legal-conditions-and-privacy-policy-for-candidates">
          legal conditions and privacy policy for candidates
        </Link>
        , and companies the <Link to="/eulangjobs/legal-conditions-for-companies">legal conditions for companies</Link>.
      </p>
      <p>
        You agree to give true information, to keep your password confidential and not to use the site for unlawful
        purposes, to send spam, to collect other users’ data or to disrupt the service.
      </p>
      <h2>Content and intellectual property</h2>
      <p>
        The design, texts and software of EuLangJobs belong to us or to our licensors. Job offers are published by the
        companies that post them, and they are responsible for their content. CVs and profiles remain the property of
        the candidates who upload them.
      </p>
      <h2>Liability</h2>
      <p>
        We check job offers and remove those that break our rules, but we are not a party to the employment relationship
        between a candidate and a company, and we do not guarantee that an application leads to a job. We are not liable
        for temporary unavailability of the service due to maintenance or causes beyond our control.
      </p>
      <h2>Changes to these conditions</h2>
      <p>We may update these conditions. Material changes are announced on the site or by email before they apply.</p>
      <h2>Applicable law</h2>
      <p>
        These conditions are governed by Spanish law. Consumers keep the protection of the mandatory rules of their
        country of residence and may bring claims before its courts.
      </p>
    </>
  ),
};

const candidatesPrivacy: InfoContent = {
  title: 'Legal conditions and privacy policy for candidates',
  body: (
    <>
      <h2>Controller</h2>
      <p>
        EuLangJobs, Calle de Alcalá 1, 28014 Madrid, Spain, is the controller of your personal data under the General
        Data Protection Regulation (GDPR). Contact: {PRIVACY_EMAIL}.
      </p>
      <h2>What we store</h2>
      <ul>
        <li>Account data: name, email address, password (stored only as a hash) and sign-in dates.</li>
        <li>
          Profile: nationality, location, work experience, education, skills and the languages you speak with their
          levels.
        </li>
        <li>The CVs you upload, your applications, saved jobs, job alerts and event registrations.</li>
        <li>Technical data needed for security, such as IP address and browser in our server logs.</li>
      </ul>
      <h2>Why we use it</h2>
      <ul>
        <li>To provide the service you sign up for: your account, applications and job alerts (GDPR art. 6.1.b).</li>
        <li>To send your CV and profile to the companies you apply to (GDPR art. 6.1.b).</li>
        <li>
          To let companies with a CV search service find your profile, only if you allow it (consent, art. 6.1.a).
        </li>
        <li>To keep the service secure and prevent fraud (legitimate interest, art. 6.1.f).</li>
      </ul>
      <p>
        We never sell your data. When you apply, the company receives a copy of your application and becomes responsible
        for it under its own privacy policy.
      </p>
      <h2>How long we keep it</h2>
      <p>
        We keep your data while your account is active. If you do not sign in for 24 months we email you, and delete the
        account if you do not answer. When you delete your account, your profile, CVs and applications are deleted
        within 30 days, and removed from backups within 90 days. Server logs are kept for 12 months.
      </p>
      <h2>Who processes it</h2>
      <p>
        Our hosting and email providers process data on our behalf under data processing agreements, within the European
        Economic Area.
      </p>
      <h2>Your rights</h2>
      <p>
        You can access, rectify and erase your data, restrict or object to its processing, take it with you
        (portability) and withdraw your consent at any time. You can edit your profile and CVs in your account, and
        delete your account in <Link to="/account/account-settings">account settings</Link> or on the{' '}
        <Link to="/candidates/data-deletion">data deletion</Link> page. For any other request, write to {PRIVACY_EMAIL}:
        we answer within one month.
      </p>
      <p>
        If you think we have not respected your rights, you can complain to the Spanish data protection authority
        (Agencia Española de Protección de Datos) or to the authority of your country.
      </p>
      <h2>Conditions of use for candidates</h2>
      <p>
        Your profile and CVs must be truthful and your own. One account per person. We may suspend accounts that break
        these conditions or the general <Link to="/eulangjobs/legal-conditions">legal conditions</Link>.
      </p>
    </>
  ),
};

const companiesConditions: InfoContent = {
  title: 'Legal conditions for companies',
  body: (
    <>
      <h2>Job posting rules</h2>
      <ul>
        <li>Offers must be for real, currently open positions, posted by the employer or its authorised recruiter.</li>
        <li>
          No discrimination: offers may not exclude or prefer candidates by sex, age, origin, religion, disability,
          sexual orientation or any other protected ground. A language requirement must be justified by the job.
        </li>
        <li>
          Language requirements must be honest: list the languages really used in the job and their level, and mark as
          mandatory only those that are.
        </li>
        <li>
          No fees may be asked from candidates, and no offers for pyramid schemes or unpaid work presented as a job.
        </li>
      </ul>
      <p>We may edit or remove offers that break these rules, without a refund.</p>
      <h2>Candidate data</h2>
      <p>
        Applications and unlocked CVs may be used only for recruitment. For the data you receive you are an independent
        controller under the GDPR: keep it secure, do not share it with third parties and delete it when it is no longer
        needed for the selection process.
      </p>
      <h2>Services</h2>
      <p>
        Job postings, CV search, featured offers, branded minisites and participation in career events are described
        with their prices on our <Link to="/company/pricing">pricing page</Link>. A service starts when its payment is
        confirmed and lasts for the period stated in it.
      </p>
      <h2>Prices and payment</h2>
      <p>
        Prices are in euros and exclude VAT, which is added when it applies. You can pay by card or by bank transfer; a
        service paid by transfer is activated when we receive the payment. We send an invoice for every purchase.
      </p>
      <p>
        Services are for business use, so the consumer right of withdrawal does not apply. Services already activated
        are not refundable, unless we fail to provide them.
      </p>
      <h2>Liability and law</h2>
      <p>
        The company is responsible for the content of its offers and for its hiring decisions. These conditions are
        governed by Spanish law, and the courts of Madrid have jurisdiction.
      </p>
    </>
  ),
};

const faq: InfoContent = {
  title: 'Frequently asked questions',
  body: (
    <>
      <h2>Candidates</h2>
      <div className="page-faq">
        {FAQ.map(({ id, question, answer }) => (
          <details key={id} id={id}>
            <summary>{question}</summary>
            <p>{answer}</p>
          </details>
        ))}
      </div>
      <h2>Still have a question?</h2>
      <p>
        <Link to="/eulangjobs/contact">Contact us</Link>. Companies can also read the{' '}
        <Link to="/eulangjobs/faq-for-companies">FAQ for companies</Link>.
      </p>
    </>
  ),
};

const contact: InfoContent = {
  title: 'Contact',
  body: (
    <>
      <p>We answer emails within two working days.</p>
      <h2>Email</h2>
      <ul>
        <li>
          Candidates: <a href="mailto:candidates@eulangjobs.example">candidates@eulangjobs.example</a>
        </li>
        <li>
          Companies and sales: <a href="mailto:companies@eulangjobs.example">companies@eulangjobs.example</a>
        </li>
        <li>
          Press: <a href="mailto:press@eulangjobs.example">press@eulangjobs.example</a>
        </li>
        <li>Privacy and data protection: {PRIVACY_EMAIL}</li>
      </ul>
      <h2>Postal address</h2>
      {ADDRESS}
    </>
  ),
};

export const INFO_CONTENT: Record<InfoSlug, InfoContent> = {
  'cookies-policy': cookiesPolicy,
  'legal-conditions': legalConditions,
  'legal-conditions-and-privacy-policy-for-candidates': candidatesPrivacy,
  'legal-conditions-for-companies': companiesConditions,
  faq,
  contact,
};
