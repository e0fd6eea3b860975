import { auth0Callback } from "./auth0-callback.js";
import { cors } from "./cors.js";
import { dbPooling } from "./db-pooling.js";
import { deployBuildSettings } from "./deploy-build-settings.js";
import { dockerNetworking } from "./docker-networking.js";
import { firebaseAuthorizedDomain } from "./firebase-authorized-domain.js";
import { githubOauthCallback } from "./github-oauth-callback.js";
import { githubWebhookSignature } from "./github-webhook-signature.js";
import { googleOauthRedirect } from "./google-oauth-redirect.js";
import { missingEnvDeploy } from "./missing-env-deploy.js";
import { nextauthUrl } from "./nextauth-url.js";
import { stripeWebhookSignature } from "./stripe-webhook-signature.js";
import { supabaseAuthRedirect } from "./supabase-auth-redirect.js";
import type { IntegrationCase } from "./types.js";

// Integration and environment failures whose fix is one setting in one place (decision 0323). When the user's
// words name the service and the symptom, the wizard leads with that setting and where it lives instead of
// generic debugging. Locations are the providers' documented dashboard paths and config names. A new case is one
// file beside this one and one line below; the first case whose matcher fits wins, so the most specific come first.

export const integrationCaseRegistry: readonly IntegrationCase[] = [
  supabaseAuthRedirect,
  firebaseAuthorizedDomain,
  googleOauthRedirect,
  githubOauthCallback,
  auth0Callback,
  nextauthUrl,
  stripeWebhookSignature,
  githubWebhookSignature,
  dbPooling,
  dockerNetworking,
  cors,
  missingEnvDeploy,
  deployBuildSettings,
];
