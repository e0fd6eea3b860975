import { LifeBuoy } from "lucide-react";
import { Link } from "react-router";
import { paths } from "@/lib/paths";
import { footerCopy } from "@shared/content/ui/app";

const SUPPORT_EMAIL = "support@unstuck.dev";

export function Footer() {
  return (
    <footer className="border-t bg-card/40">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:grid-cols-[2fr_1fr_1fr]">
        <div className="space-y-3">
          <Link to={paths.landing} className="flex items-center gap-2 font-semibold">
            <LifeBuoy className="size-5 text-primary" aria-hidden="true" /> Unstuck
          </Link>
          <p className="max-w-sm text-sm text-muted-foreground">{footerCopy.tagline}</p>
        </div>
        <nav aria-label="Product" className="space-y-2 text-sm">
          <h2 className="font-semibold">Product</h2>
          <ul className="space-y-2 text-muted-foreground">
            <li>
              <Link className="hover:text-foreground" to="/#features">
                Features
              </Link>
            </li>
            <li>
              <Link className="hover:text-foreground" to="/#how-it-works">
                How It Works
              </Link>
            </li>
            <li>
              <Link className="hover:text-foreground" to="/#calculator">
                Calculator
              </Link>
            </li>
            <li>
              <Link className="hover:text-foreground" to="/#pricing">
                Pricing
              </Link>
            </li>
            <li>
              <Link className="hover:text-foreground" to="/#faq">
                FAQ
              </Link>
            </li>
            <li>
              <Link className="hover:text-foreground" to={paths.templates}>
                Template library
              </Link>
            </li>
            <li>
              <a className="hover:text-foreground" href={`mailto:${SUPPORT_EMAIL}`}>
                Support
              </a>
            </li>
          </ul>
        </nav>
        <nav aria-label="Legal" className="space-y-2 text-sm">
          <h2 className="font-semibold">Legal</h2>
          <ul className="space-y-2 text-muted-foreground">
            <li>
              <Link className="hover:text-foreground" to={paths.terms}>
                Terms of Service
              </Link>
            </li>
            <li>
              <Link className="hover:text-foreground" to={paths.privacy}>
                Privacy Policy
              </Link>
            </li>
            <li>
              <Link className="hover:text-foreground" to={paths.refund}>
                Refund Policy
              </Link>
            </li>
            <li>
              <Link className="hover:text-foreground" to={paths.cookiePolicy}>
                Cookie Policy
              </Link>
            </li>
          </ul>
        </nav>
      </div>
      <div className="border-t py-4 text-center text-xs text-muted-foreground">
        © {new Date().getFullYear()} Unstuck. All rights reserved.
      </div>
    </footer>
  );
}
