CREATE TABLE "file_variants" (
	"key" text PRIMARY KEY NOT NULL,
	"file_key" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"size" integer NOT NULL,
	CONSTRAINT "file_variants_file_width_unique" UNIQUE("file_key","width"),
	CONSTRAINT "file_variants_size_check" CHECK ("file_variants"."width" > 0 and "file_variants"."height" > 0 and "file_variants"."size" > 0)
);
--> statement-breakpoint
ALTER TABLE "file_variants" ADD CONSTRAINT "file_variants_file_key_files_key_fk" FOREIGN KEY ("file_key") REFERENCES "public"."files"("key") ON DELETE cascade ON UPDATE no action;