import { site } from "@/content/site";
import { GrievanceContact } from "./grievance-contact";
import { LegalDocument, LegalSection } from "./legal-document";

/** /about-us: who we are. The mobile app opens it with `?source=app` (no back link then). */
export function AboutUs() {
  return (
    <LegalDocument
      title="About Us"
      intro={
        <p>
          {site.name} is {site.tagline.toLowerCase()}: one place where devotees find trusted gurus,
          pujaris and temples, and take part in worship wherever they live.
        </p>
      }
    >
      <LegalSection title="Why we started">
        <p>
          Families move across cities and countries, yet want their griha pravesh done by a learned
          pandit, their parents' names in the sankalp at their kuldevta's temple, and the evening
          aarti of their home town on their phone. Finding someone genuine, at a fair price, used to
          depend on luck and word of mouth. We built {site.name} to change that.
        </p>
      </LegalSection>
      <LegalSection title="What you can do with us">
        <ul>
          <li>
            <strong>Connect</strong> one to one by chat, video or audio with gurus, pujaris,
            kathavachaks and bhajan mandlis.
          </li>
          <li>
            <strong>Book</strong> home poojas, online sankalp, katha and temple poojas.
          </li>
          <li>
            <strong>Explore</strong> temples, events, festivals and retreats.
          </li>
          <li>
            <strong>Pray</strong> with chadava, virtual diya and aarti, sankalp and prasad delivery.
          </li>
          <li>
            <strong>Live</strong>: aarti, darshan, pravachan and bhajan, streamed around the clock.
          </li>
        </ul>
        <p>
          We also support seva and donations, help you discover temples, and offer an AI guide for
          questions about rituals and scriptures.
        </p>
      </LegalSection>
      <LegalSection title="Trust, verified">
        <p>
          Every guide and temple is verified before listing. Today that is 500+ verified guides and
          1000+ temples, with live content 24/7, and devotees rate our app 4.8 from 10K+ reviews.
          Gurus and temples register through one simple form, and we review each application
          personally.
        </p>
      </LegalSection>
      <LegalSection title="Our promise">
        <ul>
          <li>Respect for every tradition, sampradaya and language.</li>
          <li>Fair, upfront prices in rupees, and refunds within 5 to 7 business days.</li>
          <li>
            Your data is never sold. Grievances are acknowledged within 24 hours and resolved within
            15 days.
          </li>
          <li>
            A place for the whole family: users under 18 use {site.name} with a parent's or
            guardian's guidance, and it is not meant for children under 13.
          </li>
        </ul>
      </LegalSection>
      <LegalSection title="Reach us">
        <p>
          We are based in {site.location}. Write to{" "}
          <a href={`mailto:${site.supportEmail}`}>{site.supportEmail}</a>, call{" "}
          <a href={`tel:${site.supportPhone.replace(/\s/g, "")}`}>{site.supportPhone}</a>, or{" "}
          <a href={site.supportChatUrl} target="_blank" rel="noopener noreferrer">
            message us on WhatsApp
          </a>
          . Gurus and temples can{" "}
          <a href={site.registrationFormUrl} target="_blank" rel="noopener noreferrer">
            register here
          </a>
          .
        </p>
      </LegalSection>
      <LegalSection title="Grievance Officer">
        <GrievanceContact />
      </LegalSection>
    </LegalDocument>
  );
}
