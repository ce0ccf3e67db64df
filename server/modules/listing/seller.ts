import { and, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AnyPgColumn, PgSelect } from 'drizzle-orm/pg-core';
import type { AccountType, SellerSummary } from '../../../contract';
import { kycSubmissions } from '../kyc/schema';
import { universities } from '../university/schema';
import { profilePhotoOf } from '../user/photo-view';
import { users } from '../user/schema';

/**
 * The seller as listings show them, read with a listing in one query: their account, their
 * approved KYC submission (at most one: the one-live-submission index) and their university
 * (the verified one from KYC, else the profile's).
 */
export const sellerUser = alias(users, 'seller_user');
export const sellerKyc = alias(kycSubmissions, 'seller_kyc');
export const sellerUniversity = alias(universities, 'seller_university');

export const sellerKycJoin = and(eq(sellerKyc.userId, sellerUser.id), eq(sellerKyc.status, 'APPROVED'));
export const sellerUniversityId = sql`coalesce(${sellerKyc.universityId}, ${sellerUser.universityId})`;
export const sellerUniversityJoin = eq(sellerUniversity.id, sellerUniversityId);

export const sellerColumns = {
  sellerId: sellerUser.id,
  sellerFirstname: sellerUser.firstname,
  sellerLastname: sellerUser.lastname,
  sellerAccountType: sellerKyc.accountType,
  sellerBrandName: sellerKyc.brandName,
  sellerUniversity: sellerUniversity.name,
  sellerPhotoPath: sellerUser.photoPath,
  // The join finds only an approved submission, so a row there is the verification itself.
  sellerVerified: sql<boolean>`(${sellerKyc.id} is not null)`,
};

export interface SellerColumns {
  sellerId: string;
  sellerFirstname: string;
  sellerLastname: string;
  sellerAccountType: AccountType | null;
  sellerBrandName: string | null;
  sellerUniversity: string | null;
  sellerPhotoPath: string | null;
  sellerVerified: boolean;
}

/** A brand sells under its brand name; an individual under their own name. */
export function toSellerSummary(row: SellerColumns): SellerSummary {
  const sellerType = row.sellerAccountType ?? 'individual';
  const name =
    sellerType === 'brand' && row.sellerBrandName ? row.sellerBrandName : `${row.sellerFirstname} ${row.sellerLastname}`;
  return {
    id: row.sellerId,
    name,
    sellerType,
    university: row.sellerUniversity,
    avatar: profilePhotoOf(row.sellerPhotoPath),
    verified: row.sellerVerified,
  };
}

/** A reviewer as reviews name them: first name and the initial of the last. */
export function reviewerName(firstname: string, lastname: string): string {
  return lastname ? `${firstname} ${lastname.charAt(0)}.` : firstname;
}

/**
 * Joins the seller as listings show them (`sellerColumns`) to a query of listings whose seller
 * is `sellerId`; `$dynamic()` queries only.
 */
export function withSeller<T extends PgSelect>(query: T, sellerId: AnyPgColumn) {
  return query
    .innerJoin(sellerUser, eq(sellerUser.id, sellerId))
    .leftJoin(sellerKyc, sellerKycJoin)
    .leftJoin(sellerUniversity, sellerUniversityJoin);
}
